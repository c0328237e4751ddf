import {
  builtInKeyProblem,
  imageProblem,
  nameMessages,
  namespaceProblem,
  tenantNameProblem,
} from '@contract/shared/tenants/tenant-names';
import {
  distribute,
  formatQuantity,
  MAX_DRIVES_PER_SERVER,
  MAX_SERVERS,
  memoryProblem,
  MIN_SERVERS,
  sizingMessages,
} from '@contract/shared/tenants/tenant-sizing';
import { PROVIDER_FIELDS, OIDC_FIELDS } from './wizard-fields';
import {
  decimalNumber,
  IMAGE_KEYS,
  UNIT_BYTES,
  wholeNumber,
  type SecurityContextForm,
  type WizardForm,
} from './wizard-form';
import { wizardStrings as strings } from './create-tenant.strings';
import { decimalSeparatorProblem } from '@frontend/shared/forms/decimal-text';
import { currentLocale } from '@frontend/shared/i18n/i18n-instance';

/** A decimal typed with the thousands separator of the user's locale: how to write it instead. */
const separatorProblem = (text: string) => decimalSeparatorProblem(text, currentLocale());

/** The wizard's steps (spec 03 §4: the seven pages whose validity enables Create). */
export const STEP_IDS = [
  'setup',
  'configure',
  'images',
  'affinity',
  'identityProvider',
  'security',
  'encryption',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** Each field's broken rule, per step; a step is valid when its record is empty. */
export type StepProblems = Record<StepId, Record<string, string>>;

/** What the cluster told the wizard about the chosen namespace and size (undefined while unknown). */
export interface WizardLookups {
  readonly namespaceMissing?: boolean;
  /** The namespace could not be checked (not "does not exist": a refusal or a failure), with the reason. */
  readonly namespaceError?: string;
  readonly namespaceHasTenant?: boolean;
  /** Storage classes offered in the namespace, with what the quota leaves of each (bytes). */
  readonly storageClasses?: ReadonlyArray<{ readonly name: string; readonly limit: number }>;
  readonly maxMemory?: number;
  readonly maxMemoryError?: string;
  readonly parityChoices?: readonly string[];
}

const required = (text: string) => (text.trim() === '' ? nameMessages.required : undefined);

function securityContextProblems(prefix: string, context: SecurityContextForm, into: Record<string, string>) {
  for (const id of ['runAsUser', 'runAsGroup', 'fsGroup'] as const) {
    if (Number.isNaN(wholeNumber(context[id]))) into[`${prefix}.${id}`] = strings.rules.securityId(id);
  }
}

function add(into: Record<string, string>, field: string, problem: string | undefined) {
  if (problem) into[field] = problem;
}

function setupProblems(form: WizardForm, lookups: WizardLookups): Record<string, string> {
  const problems: Record<string, string> = {};
  add(problems, 'tenantName', tenantNameProblem(form.tenantName));
  const namespaceRule = namespaceProblem(form.namespace);
  if (namespaceRule) problems.namespace = namespaceRule;
  else if (lookups.namespaceError) problems.namespace = lookups.namespaceError;
  else if (lookups.namespaceMissing) problems.namespace = strings.rules.namespaceMissing(form.namespace);
  else if (lookups.namespaceHasTenant) problems.namespace = strings.rules.oneTenantPerNamespace;
  else if (lookups.storageClasses?.length === 0) problems.namespace = strings.rules.noStorageClasses;
  if (!namespaceRule && !lookups.namespaceMissing) add(problems, 'storageClass', required(form.storageClass));

  const nodes = wholeNumber(form.nodes);
  const drives = wholeNumber(form.drivesPerServer);
  if (Number.isNaN(nodes) || nodes < MIN_SERVERS) problems.nodes = strings.rules.minServers(MIN_SERVERS);
  else if (nodes > MAX_SERVERS) problems.nodes = sizingMessages.tooManyServers(MAX_SERVERS);
  else if (lookups.maxMemoryError) problems.nodes = lookups.maxMemoryError;
  if (Number.isNaN(drives) || drives < 1) problems.drivesPerServer = strings.rules.oneDrive;
  else if (drives > MAX_DRIVES_PER_SERVER)
    problems.drivesPerServer = sizingMessages.tooManyDrives(MAX_DRIVES_PER_SERVER);

  const size = decimalNumber(form.totalSize);
  const totalBytes = Math.round(size * UNIT_BYTES[form.sizeUnit]);
  if (form.totalSize.trim() === '') problems.totalSize = nameMessages.required;
  else if (Number.isNaN(size)) problems.totalSize = separatorProblem(form.totalSize) ?? sizingMessages.poolTooSmall;
  else if (!problems.nodes && !problems.drivesPerServer) {
    add(problems, 'totalSize', distribute(totalBytes, nodes, drives, formatQuantity).error);
    const limit = lookups.storageClasses?.find((entry) => entry.name === form.storageClass)?.limit;
    if (!problems.totalSize && limit !== undefined && totalBytes > limit) {
      problems.totalSize = sizingMessages.overQuota(formatQuantity(limit));
    }
    if (lookups.parityChoices?.length === 0) problems.ecParity = sizingMessages.noParity(nodes * drives);
  }

  const memory = decimalNumber(form.memoryNode);
  if (Number.isNaN(memory) || memory < 2)
    problems.memoryNode = separatorProblem(form.memoryNode) ?? strings.rules.memoryMin;
  else if (lookups.maxMemory !== undefined) {
    add(problems, 'memoryNode', memoryProblem(memory * UNIT_BYTES.Gi, lookups.maxMemory));
  }
  return problems;
}

function configureProblems(form: WizardForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.tenantCustom) securityContextProblems('tenant', form.tenantSecurityContext, problems);
  const sideStorage = (prefix: string, storageClass: string, size: string) => {
    add(problems, `${prefix}.storageClass`, required(storageClass));
    if (!(decimalNumber(size) > 0))
      problems[`${prefix}.volumeSize`] = separatorProblem(size) ?? strings.rules.volumeSize;
  };
  if (form.logSearchCustom) {
    sideStorage('logSearch', form.logSearchStorageClass, form.logSearchVolumeSize);
    securityContextProblems('logSearch', form.logSearchSecurityContext, problems);
    securityContextProblems('logSearchPostgres', form.logSearchPostgresSecurityContext, problems);
  }
  if (form.prometheusCustom) {
    sideStorage('prometheus', form.prometheusStorageClass, form.prometheusVolumeSize);
    securityContextProblems('prometheus', form.prometheusSecurityContext, problems);
  }
  return problems;
}

function imagesProblems(form: WizardForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.customImage) {
    for (const key of IMAGE_KEYS)
      add(problems, key, imageProblem(form.images[key].trim(), strings.images.examples[key]));
  }
  if (form.customDockerhub) {
    add(problems, 'imageRegistry', required(form.imageRegistry));
    add(problems, 'imageRegistryUsername', required(form.imageRegistryUsername));
    add(problems, 'imageRegistryPassword', required(form.imageRegistryPassword));
  }
  return problems;
}

function affinityProblems(form: WizardForm): Record<string, string> {
  if (form.podAffinity !== 'nodeSelector') return {};
  const complete = form.nodeSelectorLabels.every((label) => label.key.trim() !== '' && label.value.trim() !== '');
  return complete && form.nodeSelectorLabels.length > 0 ? {} : { labels: strings.rules.labels };
}

function identityProblems(form: WizardForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.idpSelection === 'Built-in') {
    form.keys.forEach((pair, index) => {
      add(problems, `accessKey.${index}`, builtInKeyProblem(pair.accessKey));
      add(problems, `secretKey.${index}`, builtInKeyProblem(pair.secretKey));
    });
  } else if (form.idpSelection === 'OpenID') {
    for (const field of OIDC_FIELDS.filter((f) => f.required))
      add(problems, field.key, required(form.oidc[field.key] ?? ''));
  } else {
    add(problems, 'url', required(String(form.ad.url ?? '')));
    form.userDNs.forEach((dn, index) => add(problems, `userDN.${index}`, required(dn)));
  }
  return problems;
}

const hasPair = (form: WizardForm) => form.minioCertificates.some((slot) => slot.crt !== '' && slot.key !== '');

function securityProblems(form: WizardForm): Record<string, string> {
  if (!form.enableTLS || form.enableAutoCert) return {};
  return form.enableCustomCerts && hasPair(form) ? {} : { certificates: strings.rules.certificates };
}

function encryptionProblems(form: WizardForm): Record<string, string> {
  if (!form.enableEncryption) return {};
  const problems: Record<string, string> = {};
  if (!form.enableTLS || !(form.enableAutoCert || (form.enableCustomCerts && hasPair(form)))) {
    problems.enableEncryption = strings.rules.encryptionNeedsTls;
  }
  if (!(wholeNumber(form.replicas) >= 1)) problems.replicas = strings.rules.replicas;
  securityContextProblems('kes', form.kesSecurityContext, problems);
  if (!form.enableAutoCert) {
    for (const [slot, value] of [
      ['kesServer', form.kesServer],
      ['kesClient', form.kesClient],
    ] as const) {
      if (value.crt === '' || value.key === '') problems[slot] = strings.rules.kesCertificates;
    }
  }
  for (const field of PROVIDER_FIELDS[form.encryptionType]) {
    const value = form.provider[`${form.encryptionType}:${field.key}`] ?? '';
    if (field.required) add(problems, field.key, required(value));
    if (field.kind === 'seconds' && value !== '' && Number.isNaN(wholeNumber(value)))
      problems[field.key] = strings.rules.seconds;
  }
  return problems;
}

/** Every step's broken rules for this form and what the cluster said (spec 03 §5). */
export function wizardProblems(form: WizardForm, lookups: WizardLookups): StepProblems {
  return {
    setup: setupProblems(form, lookups),
    configure: configureProblems(form),
    images: imagesProblems(form),
    affinity: affinityProblems(form),
    identityProvider: identityProblems(form),
    security: securityProblems(form),
    encryption: encryptionProblems(form),
  };
}
