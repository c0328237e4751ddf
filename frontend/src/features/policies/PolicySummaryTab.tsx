import {
  Alert,
  Card,
  CardBody,
  CardTitle,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Label,
  LabelGroup,
  Stack,
} from '@patternfly/react-core';
import { policiesStrings as strings } from './policies.strings';
import { statementRows } from './policy-statements';

/** Summary: each statement with its Effect, Actions and Resources. */
export function PolicySummaryTab({ document }: { document: string }) {
  const rows = statementRows(document);
  if (!rows) return <Alert variant="warning" isInline title={strings.unreadable} />;
  if (rows.length === 0) return <p>{strings.noStatements}</p>;
  return (
    <Stack hasGutter aria-label={strings.statementsLabel} data-test="policy-statements">
      {rows.map((row, index) => (
        <Card key={index} isCompact data-test="policy-statement">
          <CardTitle>{strings.statementTitle(index, row.sid)}</CardTitle>
          <CardBody>
            <DescriptionList isHorizontal isCompact>
              <DescriptionListGroup>
                <DescriptionListTerm>{strings.effect}</DescriptionListTerm>
                <DescriptionListDescription>
                  <Label color={row.effect === 'Deny' ? 'red' : 'green'} data-test="statement-effect">
                    {row.effect}
                  </Label>
                </DescriptionListDescription>
              </DescriptionListGroup>
              <DescriptionListGroup>
                <DescriptionListTerm>{strings.actions}</DescriptionListTerm>
                <DescriptionListDescription data-test="statement-actions">
                  {row.exceptActions && <span className="pf-v6-u-mr-sm">{strings.exceptActions}</span>}
                  <Names names={row.actions} />
                </DescriptionListDescription>
              </DescriptionListGroup>
              <DescriptionListGroup>
                <DescriptionListTerm>{strings.resources}</DescriptionListTerm>
                <DescriptionListDescription data-test="statement-resources">
                  {row.resources.length === 0 ? strings.allResources : <Names names={row.resources} />}
                </DescriptionListDescription>
              </DescriptionListGroup>
            </DescriptionList>
          </CardBody>
        </Card>
      ))}
    </Stack>
  );
}

function Names({ names }: { names: readonly string[] }) {
  return (
    <LabelGroup numLabels={12}>
      {names.map((name) => (
        <Label key={name} isCompact variant="outline">
          <code>{name}</code>
        </Label>
      ))}
    </LabelGroup>
  );
}
