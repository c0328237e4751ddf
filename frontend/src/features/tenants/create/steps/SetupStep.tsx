import {
  Button,
  Card,
  CardBody,
  CardTitle,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Form,
  FormGroup,
  FormSelect,
  FormSelectOption,
  Grid,
  GridItem,
  InputGroup,
  InputGroupItem,
  TextInput,
  Title,
} from '@patternfly/react-core';
import { distribute, erasureSetSize, formatQuantity, usableCapacity } from '@contract/shared/tenants/tenant-sizing';
import { FieldProblem } from '@frontend/shared/components/FieldProblem';
import { wizardStrings as strings } from '../create-tenant.strings';
import { decimalNumber, UNIT_BYTES, wholeNumber, type SizeUnit, type WizardForm } from '../wizard-form';
import { StorageClassField } from '../StorageClassField';
import { TextRow } from '../WizardControls';
import type { StepProps } from './step-props';

export interface SetupLookups {
  /** Undefined when the user may not read them: the class is typed. */
  readonly storageClasses: readonly string[] | undefined;
  readonly storageClassesUnreadable?: string;
  /** The nodes may not be read: the memory is not checked against them. */
  readonly memoryUnchecked?: boolean;
  readonly parityChoices: readonly string[];
  readonly maxMemory?: number;
  /** Set when the namespace does not exist: the create-namespace shortcut. */
  readonly onCreateNamespace?: () => void;
}

/** Setup (spec 03 §2): Name Tenant with the Resource Allocation preview, and Tenant Size. */
export function SetupStep({ form, patch, problems, lookups }: StepProps & { readonly lookups: SetupLookups }) {
  return (
    <Grid hasGutter>
      <GridItem lg={7}>
        <Form onSubmit={(event) => event.preventDefault()}>
          <Title headingLevel="h2">{strings.setup.nameTenant}</Title>
          <TextRow
            id="tenant-name"
            label={strings.setup.tenantName}
            required
            value={form.tenantName}
            problem={form.tenantName === '' ? undefined : problems.tenantName}
            onChange={(tenantName) => patch({ tenantName })}
          />
          <TextRow
            id="tenant-namespace"
            label={strings.setup.namespace}
            required
            value={form.namespace}
            problem={form.namespace === '' ? undefined : problems.namespace}
            onChange={(namespace) => patch({ namespace, storageClass: '' })}
          />
          {lookups.onCreateNamespace && (
            <Button variant="secondary" data-test="create-namespace" onClick={lookups.onCreateNamespace}>
              {strings.setup.createNamespace(form.namespace)}
            </Button>
          )}
          <StorageClassField
            id="tenant-storage-class"
            label={strings.setup.storageClass}
            required
            value={form.storageClass}
            choices={lookups.storageClasses}
            unreadable={lookups.storageClassesUnreadable}
            onChange={(storageClass) => patch({ storageClass })}
          />

          <Title headingLevel="h2">{strings.setup.tenantSize}</Title>
          <Grid hasGutter>
            <GridItem md={6}>
              <TextRow
                id="tenant-nodes"
                label={strings.setup.nodes}
                required
                type="number"
                value={form.nodes}
                problem={problems.nodes}
                onChange={(nodes) => patch({ nodes })}
              />
            </GridItem>
            <GridItem md={6}>
              <TextRow
                id="tenant-drives"
                label={strings.setup.drivesPerServer}
                required
                type="number"
                value={form.drivesPerServer}
                problem={problems.drivesPerServer}
                onChange={(drivesPerServer) => patch({ drivesPerServer })}
              />
            </GridItem>
          </Grid>
          <FormGroup label={strings.setup.totalSize} fieldId="tenant-size" isRequired>
            <InputGroup>
              <InputGroupItem isFill>
                <TextInput
                  id="tenant-size"
                  data-test="tenant-size"
                  inputMode="decimal"
                  value={form.totalSize}
                  validated={problems.totalSize ? 'error' : 'default'}
                  onChange={(_event, totalSize) => patch({ totalSize })}
                />
              </InputGroupItem>
              <InputGroupItem>
                <FormSelect
                  aria-label={strings.setup.unit}
                  data-test="tenant-size-unit"
                  value={form.sizeUnit}
                  onChange={(_event, unit) => patch({ sizeUnit: unit as SizeUnit })}
                >
                  {(['Gi', 'Ti', 'Pi'] as const).map((unit) => (
                    <FormSelectOption key={unit} value={unit} label={unit} />
                  ))}
                </FormSelect>
              </InputGroupItem>
            </InputGroup>
            <FieldProblem problem={problems.totalSize} />
          </FormGroup>
          <TextRow
            id="tenant-memory"
            label={strings.setup.memoryNode}
            required
            type="decimal"
            value={form.memoryNode}
            problem={problems.memoryNode}
            hint={
              lookups.memoryUnchecked
                ? strings.setup.memoryUnchecked
                : lookups.maxMemory
                  ? strings.setup.maxMemory(formatQuantity(lookups.maxMemory))
                  : undefined
            }
            onChange={(memoryNode) => patch({ memoryNode })}
          />
          <FormGroup label={strings.setup.ecParity} fieldId="tenant-parity" isRequired>
            <FormSelect
              id="tenant-parity"
              data-test="tenant-parity"
              value={form.ecParity}
              isDisabled={lookups.parityChoices.length === 0}
              onChange={(_event, ecParity) => patch({ ecParity })}
            >
              {lookups.parityChoices.map((choice) => (
                <FormSelectOption key={choice} value={choice} label={choice} />
              ))}
            </FormSelect>
            {problems.ecParity ? <FieldProblem problem={problems.ecParity} /> : null}
          </FormGroup>
        </Form>
      </GridItem>
      <GridItem lg={5}>
        <ResourceAllocation form={form} />
      </GridItem>
    </Grid>
  );
}

/** The Resource Allocation preview: what the sizes typed so far give. */
function ResourceAllocation({ form }: { readonly form: WizardForm }) {
  const servers = wholeNumber(form.nodes);
  const drives = wholeNumber(form.drivesPerServer);
  const totalBytes = Math.round(decimalNumber(form.totalSize) * UNIT_BYTES[form.sizeUnit]);
  const shape = servers >= 1 && drives >= 1;
  const distribution = shape ? distribute(totalBytes, servers, drives, formatQuantity) : undefined;
  const volume = distribution && !distribution.error ? distribution.volumeBytes : undefined;
  const raw = volume === undefined ? undefined : volume * servers * drives;
  const parity = Number(form.ecParity.split(':')[1]);
  const usable =
    raw !== undefined && erasureSetSize(servers * drives) && !Number.isNaN(parity)
      ? usableCapacity(raw, servers * drives, parity)
      : undefined;
  const none = strings.setup.notYet;
  const rows: Array<[string, string, string]> = [
    ['tenantName', strings.setup.tenantNameRow, form.tenantName || none],
    ['servers', strings.setup.servers, shape ? String(servers) : none],
    ['drives', strings.setup.drivesPerServerRow, shape ? String(drives) : none],
    ['volumes', strings.setup.totalDrives, shape ? String(servers * drives) : none],
    ['volume-size', strings.setup.volumeSize, volume === undefined ? none : formatQuantity(volume)],
    ['raw', strings.setup.rawCapacity, raw === undefined ? none : formatQuantity(raw)],
    ['usable', strings.setup.usableCapacity, usable === undefined ? none : formatQuantity(usable)],
    ['parity', strings.setup.parityRow, form.ecParity || none],
    ['memory', strings.setup.memoryRow, form.memoryNode ? `${form.memoryNode}Gi` : none],
  ];
  return (
    <Card isCompact data-test="resource-allocation">
      <CardTitle>{strings.setup.allocation}</CardTitle>
      <CardBody>
        <DescriptionList isHorizontal isCompact>
          {rows.map(([id, term, description]) => (
            <DescriptionListGroup key={id}>
              <DescriptionListTerm>{term}</DescriptionListTerm>
              <DescriptionListDescription data-test={`allocation-${id}`}>{description}</DescriptionListDescription>
            </DescriptionListGroup>
          ))}
        </DescriptionList>
      </CardBody>
    </Card>
  );
}
