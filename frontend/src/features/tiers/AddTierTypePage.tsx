import { Card, CardBody, CardHeader, CardTitle, Gallery, PageSection } from '@patternfly/react-core';
import { useNavigate } from 'react-router';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { TIER_TYPES } from './tiers.queries';
import { tiersStrings as strings } from './tiers.strings';

/** /tiers/add (spec 03 §2): chooses the tier type — another MinIO, gcs, s3 or azure — with a link back to the tiers. */
export function AddTierTypePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title={strings.chooseTitle}
        subtitle={strings.chooseSubtitle}
        back={{ label: strings.backToTiers, to: '/tiers' }}
      />
      <PageSection isFilled>
        <Gallery hasGutter minWidths={{ default: '240px' }}>
          {TIER_TYPES.map((type) => {
            const titleId = `tier-type-${type}-title`;
            return (
              <Card key={type} isClickable isCompact data-test={`tier-type-${type}`}>
                <CardHeader
                  selectableActions={{
                    onClickAction: () => void navigate(`/tiers/add/${type}`),
                    selectableActionId: `tier-type-${type}-action`,
                    selectableActionAriaLabelledby: titleId,
                  }}
                >
                  <CardTitle id={titleId}>{strings.types[type].name}</CardTitle>
                </CardHeader>
                <CardBody>{strings.types[type].description}</CardBody>
              </Card>
            );
          })}
        </Gallery>
      </PageSection>
    </>
  );
}
