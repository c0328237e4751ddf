/**
 * The create-tenant wizard's form state (spec 03 §3 "Wizard form state", "Wizard defaults"). Numbers the user types
 * stay text until the payload is built, so a half-typed value shows its rule instead of jumping.
 */
import { parseDecimal, parseWhole } from '@frontend/shared/forms/decimal-text';
import { currentLocale } from '@frontend/shared/i18n/i18n-instance';

export type SizeUnit = 'Gi' | 'Ti' | 'Pi';
export type PodAffinity = 'none' | 'default' | 'nodeSelector';
export type IdpSelection = 'Built-in' | 'OpenID' | 'AD';
export type EncryptionType = 'vault' | 'aws' | 'gemalto' | 'gcp' | 'azure';

export interface SecurityContextForm {
  readonly runAsUser: string;
  readonly runAsGroup: string;
  readonly fsGroup: string;
  readonly runAsNonRoot: boolean;
}

/** A certificate slot: the file names shown and the Base64 contents sent. */
export interface CertificateSlot {
  readonly crtName: string;
  readonly crt: string;
  readonly keyName: string;
  readonly key: string;
}

export interface WizardForm {
  // Setup: Name Tenant
  readonly tenantName: string;
  readonly namespace: string;
  readonly storageClass: string;
  // Setup: Tenant Size
  readonly nodes: string;
  readonly drivesPerServer: string;
  readonly totalSize: string;
  readonly sizeUnit: SizeUnit;
  readonly memoryNode: string;
  readonly ecParity: string;
  // Configure
  readonly exposeMinIO: boolean;
  readonly exposeConsole: boolean;
  readonly tenantCustom: boolean;
  readonly tenantSecurityContext: SecurityContextForm;
  readonly logSearchCustom: boolean;
  readonly logSearchStorageClass: string;
  readonly logSearchVolumeSize: string;
  readonly logSearchSecurityContext: SecurityContextForm;
  readonly logSearchPostgresSecurityContext: SecurityContextForm;
  readonly prometheusCustom: boolean;
  readonly prometheusStorageClass: string;
  readonly prometheusVolumeSize: string;
  readonly prometheusSecurityContext: SecurityContextForm;
  // Images
  readonly customImage: boolean;
  readonly images: Readonly<Record<ImageKey, string>>;
  readonly customDockerhub: boolean;
  readonly imageRegistry: string;
  readonly imageRegistryUsername: string;
  readonly imageRegistryPassword: string;
  // Pod Placement
  readonly podAffinity: PodAffinity;
  readonly nodeSelectorLabels: ReadonlyArray<{ readonly key: string; readonly value: string }>;
  readonly withPodAntiAffinity: boolean;
  // Identity Provider
  readonly idpSelection: IdpSelection;
  readonly keys: ReadonlyArray<{ readonly accessKey: string; readonly secretKey: string }>;
  readonly oidc: Readonly<Record<string, string>>;
  readonly ad: Readonly<Record<string, string | boolean>>;
  readonly userDNs: readonly string[];
  // Security
  readonly enableTLS: boolean;
  readonly enableAutoCert: boolean;
  readonly enableCustomCerts: boolean;
  readonly minioCertificates: readonly CertificateSlot[];
  readonly caCertificates: readonly CertificateSlot[];
  // Encryption
  readonly enableEncryption: boolean;
  readonly encryptionType: EncryptionType;
  readonly replicas: string;
  readonly kesSecurityContext: SecurityContextForm;
  readonly kesServer: CertificateSlot;
  readonly kesClient: CertificateSlot;
  readonly provider: Readonly<Record<string, string>>;
}

export const IMAGE_KEYS = [
  'imageName',
  'logSearchImage',
  'kesImage',
  'logSearchPostgresImage',
  'logSearchPostgresInitImage',
  'prometheusImage',
  'prometheusSidecarImage',
  'prometheusInitImage',
] as const;
export type ImageKey = (typeof IMAGE_KEYS)[number];

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key of letters and digits (the browser's CSPRNG). */
export function randomKey(length: number): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/** A built-in user with a 16-character access key and a 32-character secret key (spec 03 §9). */
export function randomKeyPair() {
  return { accessKey: randomKey(16), secretKey: randomKey(32) };
}

const securityContext = (id: string): SecurityContextForm => ({
  runAsUser: id,
  runAsGroup: id,
  fsGroup: id,
  runAsNonRoot: true,
});

export const EMPTY_SLOT: CertificateSlot = { crtName: '', crt: '', keyName: '', key: '' };

/** A fresh form with the spec's defaults (a new random key pair each time). */
export function initialForm(): WizardForm {
  return {
    tenantName: '',
    namespace: '',
    storageClass: '',
    nodes: '4',
    drivesPerServer: '1',
    totalSize: '100',
    sizeUnit: 'Gi',
    memoryNode: '2',
    ecParity: '',
    exposeMinIO: true,
    exposeConsole: true,
    tenantCustom: false,
    tenantSecurityContext: securityContext('1000'),
    logSearchCustom: false,
    logSearchStorageClass: '',
    logSearchVolumeSize: '5',
    logSearchSecurityContext: securityContext('1000'),
    logSearchPostgresSecurityContext: securityContext('999'),
    prometheusCustom: false,
    prometheusStorageClass: '',
    prometheusVolumeSize: '5',
    prometheusSecurityContext: securityContext('1000'),
    customImage: false,
    images: Object.fromEntries(IMAGE_KEYS.map((key) => [key, ''])) as Record<ImageKey, string>,
    customDockerhub: false,
    imageRegistry: '',
    imageRegistryUsername: '',
    imageRegistryPassword: '',
    podAffinity: 'default',
    nodeSelectorLabels: [{ key: '', value: '' }],
    withPodAntiAffinity: true,
    idpSelection: 'Built-in',
    keys: [randomKeyPair()],
    oidc: {},
    ad: {},
    userDNs: [''],
    enableTLS: true,
    enableAutoCert: true,
    enableCustomCerts: false,
    minioCertificates: [EMPTY_SLOT],
    caCertificates: [EMPTY_SLOT],
    enableEncryption: false,
    encryptionType: 'vault',
    replicas: '1',
    kesSecurityContext: securityContext('1000'),
    kesServer: EMPTY_SLOT,
    kesClient: EMPTY_SLOT,
    provider: {},
  };
}

/** Bytes per unit of the size field (binary units, spec 03 §9). */
export const UNIT_BYTES: Record<SizeUnit, number> = { Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50 };

/** A whole number typed in a field, or NaN. */
export const wholeNumber = parseWhole;

/** A number typed in a field as the user's locale writes it (`1,5` in de-DE, decimals allowed), or NaN. */
export function decimalNumber(text: string, locale: string = currentLocale()): number {
  return parseDecimal(text, locale);
}
