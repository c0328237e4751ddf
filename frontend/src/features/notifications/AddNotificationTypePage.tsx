import { Card, CardBody, CardHeader, CardTitle, Gallery, PageSection } from '@patternfly/react-core';
import { useNavigate } from 'react-router';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { SERVICES } from './notification-targets.catalog';
import { notificationsStrings as strings } from './notifications.strings';

/** /notification-endpoints/add (spec 03 §2): the grid of the ten target kinds, with a link back to the list. */
export function AddNotificationTypePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title={strings.chooseTitle}
        subtitle={strings.chooseSubtitle}
        back={{ label: strings.backToList, to: '/notification-endpoints' }}
      />
      <PageSection isFilled>
        <Gallery hasGutter minWidths={{ default: '220px' }}>
          {SERVICES.map((service) => {
            const titleId = `notification-service-${service}-title`;
            return (
              <Card key={service} isClickable isCompact data-test={`notification-service-${service}`}>
                <CardHeader
                  selectableActions={{
                    onClickAction: () => void navigate(`/notification-endpoints/add/${service}`),
                    selectableActionId: `notification-service-${service}-action`,
                    selectableActionAriaLabelledby: titleId,
                  }}
                >
                  <CardTitle id={titleId}>{strings.services[service].name}</CardTitle>
                </CardHeader>
                <CardBody>{strings.services[service].description}</CardBody>
              </Card>
            );
          })}
        </Gallery>
      </PageSection>
    </>
  );
}
