import { Button, Card, CardBody, CardHeader, CardTitle, Flex, Gallery, PageSection } from '@patternfly/react-core';
import { DownloadIcon, UploadIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HelpPanel } from '@frontend/shared/components/HelpPanel';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { ImportConfigurationModal } from './ImportConfigurationModal';
import { categoryStrings, SETTING_CATEGORIES } from './setting-categories';
import { exportConfiguration } from './settings.queries';
import { settingsStrings as strings } from './settings.strings';

/** Offers text as a file download. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** /settings (spec 02 §2): the grid of the 11 categories, export and import of the whole configuration, and help. */
export function SettingsPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      download(await exportConfiguration(), `minio-config-${new Date().toISOString().slice(0, 10)}.txt`);
      notify.showMessage(strings.transfer.exported);
    } catch (error) {
      notify.showError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageHeading
        title={strings.title}
        subtitle={strings.subtitle}
        actions={
          <Flex gap={{ default: 'gapSm' }}>
            <Button
              variant="secondary"
              icon={<DownloadIcon />}
              isLoading={exporting}
              onClick={() => void onExport()}
              data-test="settings-export"
            >
              {strings.transfer.export}
            </Button>
            <Button
              variant="secondary"
              icon={<UploadIcon />}
              onClick={() => setImporting(true)}
              data-test="settings-import"
            >
              {strings.transfer.import}
            </Button>
          </Flex>
        }
      />
      <PageSection isFilled>
        <Gallery hasGutter minWidths={{ default: '240px' }} aria-label={strings.categoriesLabel}>
          {SETTING_CATEGORIES.map((category) => {
            const titleId = `settings-category-${category}-title`;
            return (
              <Card key={category} isClickable isCompact data-test={`settings-category-${category}`}>
                <CardHeader
                  selectableActions={{
                    onClickAction: () => void navigate(`/settings/${category}`),
                    selectableActionId: `settings-category-${category}-action`,
                    selectableActionAriaLabelledby: titleId,
                  }}
                >
                  <CardTitle id={titleId}>{categoryStrings[category].label}</CardTitle>
                </CardHeader>
                <CardBody>{categoryStrings[category].description}</CardBody>
              </Card>
            );
          })}
        </Gallery>
        <HelpPanel title={strings.helpTitle}>
          <p>{strings.helpBody}</p>
          <p>{strings.helpTransfer}</p>
        </HelpPanel>
      </PageSection>
      {importing && <ImportConfigurationModal onClose={() => setImporting(false)} />}
    </>
  );
}
