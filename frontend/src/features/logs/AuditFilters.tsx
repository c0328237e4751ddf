import {
  Button,
  ExpandableSection,
  Flex,
  FlexItem,
  Form,
  FormGroup,
  FormHelperText,
  Grid,
  GridItem,
  HelperText,
  HelperTextItem,
  TextInput,
} from '@patternfly/react-core';
import { useState, type ReactNode } from 'react';
import { auditStrings as strings } from './audit-logs.strings';

export const FILTER_FIELDS = ['bucket', 'api_name', 'user_agent', 'object', 'request_id', 'response_status'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** What the form holds: the time range as `datetime-local` text (browser time) and one pattern per field. */
export interface AuditForm {
  readonly timeStart: string;
  readonly timeEnd: string;
  readonly filters: Readonly<Record<FilterField, string>>;
}

export const EMPTY_FORM: AuditForm = {
  timeStart: '',
  timeEnd: '',
  filters: { bucket: '', api_name: '', user_agent: '', object: '', request_id: '', response_status: '' },
};

/** The range is backwards when both ends are given and the end comes first. */
export function rangeIsBackwards(form: AuditForm): boolean {
  return form.timeStart !== '' && form.timeEnd !== '' && new Date(form.timeEnd) < new Date(form.timeStart);
}

/** The time range, the collapsible 'Advanced Filters' and 'Get Information' (spec 02 §2 Audit Logs). */
export function AuditFilters({
  onSubmit,
  extra,
}: {
  readonly onSubmit: (form: AuditForm) => void;
  /** More controls beside 'Get Information' (the column chooser). */
  readonly extra?: ReactNode;
}) {
  const [form, setForm] = useState<AuditForm>(EMPTY_FORM);
  const [expanded, setExpanded] = useState(false);
  const backwards = rangeIsBackwards(form);
  const setFilter = (field: FilterField, value: string) =>
    setForm((current) => ({ ...current, filters: { ...current.filters, [field]: value } }));
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!backwards) onSubmit(form);
      }}
      data-test="audit-filters"
    >
      <Grid hasGutter>
        <GridItem md={4}>
          <FormGroup label={strings.timeStart} fieldId="audit-time-start">
            <TextInput
              id="audit-time-start"
              type="datetime-local"
              value={form.timeStart}
              onChange={(_e, value) => setForm((current) => ({ ...current, timeStart: value }))}
              data-test="audit-time-start"
            />
          </FormGroup>
        </GridItem>
        <GridItem md={4}>
          <FormGroup label={strings.timeEnd} fieldId="audit-time-end">
            <TextInput
              id="audit-time-end"
              type="datetime-local"
              value={form.timeEnd}
              validated={backwards ? 'error' : 'default'}
              onChange={(_e, value) => setForm((current) => ({ ...current, timeEnd: value }))}
              data-test="audit-time-end"
            />
            {backwards && (
              <FormHelperText>
                <HelperText>
                  <HelperTextItem variant="error" data-test="audit-range-error">
                    {strings.badRange}
                  </HelperTextItem>
                </HelperText>
              </FormHelperText>
            )}
          </FormGroup>
        </GridItem>
      </Grid>
      <ExpandableSection
        toggleText={strings.advancedFilters}
        isExpanded={expanded}
        onToggle={(_e, value) => setExpanded(value)}
        data-test="audit-advanced-filters"
      >
        <HelperText>
          <HelperTextItem data-test="audit-filter-hint">{strings.filterHint}</HelperTextItem>
        </HelperText>
        <Grid hasGutter>
          {FILTER_FIELDS.map((field) => (
            <GridItem md={4} key={field}>
              <FormGroup label={strings.filters[field]} fieldId={`audit-filter-${field}`}>
                <TextInput
                  id={`audit-filter-${field}`}
                  value={form.filters[field]}
                  maxLength={1000}
                  onChange={(_e, value) => setFilter(field, value)}
                  data-test={`audit-filter-${field}`}
                />
              </FormGroup>
            </GridItem>
          ))}
        </Grid>
      </ExpandableSection>
      <Flex>
        <FlexItem>
          <Button type="submit" isDisabled={backwards} data-test="audit-get-information">
            {strings.getInformation}
          </Button>
        </FlexItem>
        {extra && <FlexItem align={{ default: 'alignRight' }}>{extra}</FlexItem>}
      </Flex>
    </Form>
  );
}
