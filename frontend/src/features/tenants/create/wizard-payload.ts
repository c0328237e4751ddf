import type { CreateTenantRequest, SecurityContext, TenantEncryption } from '@contract/generated/api';
import { distribute, formatQuantity } from '@contract/shared/tenants/tenant-sizing';
import { AD_FIELDS, blockOf, OIDC_FIELDS, PROVIDER_FIELDS } from './wizard-fields';
import {
  decimalNumber,
  UNIT_BYTES,
  wholeNumber,
  type CertificateSlot,
  type SecurityContextForm,
  type WizardForm,
} from './wizard-form';

const TENANT_LABEL = 'v1.min.io/tenant';

function securityContext(form: SecurityContextForm): SecurityContext {
  return {
    runAsUser: wholeNumber(form.runAsUser),
    runAsGroup: wholeNumber(form.runAsGroup),
    fsGroup: wholeNumber(form.fsGroup),
    runAsNonRoot: form.runAsNonRoot,
  };
}

const pair = (slot: CertificateSlot) => ({ crt: slot.crt, key: slot.key });

/**
 * Where the servers may run (spec 03 §3 "Pod placement"): anywhere, never two of this tenant on one node (pod
 * anti-affinity on the host name), and/or only on nodes carrying the chosen labels.
 */
export function affinityOf(form: WizardForm): Record<string, unknown> | undefined {
  const antiAffinity = {
    podAntiAffinity: {
      requiredDuringSchedulingIgnoredDuringExecution: [
        {
          labelSelector: { matchExpressions: [{ key: TENANT_LABEL, operator: 'In', values: [form.tenantName] }] },
          topologyKey: 'kubernetes.io/hostname',
        },
      ],
    },
  };
  if (form.podAffinity === 'none') return undefined;
  if (form.podAffinity === 'default') return antiAffinity;
  const byKey = new Map<string, string[]>();
  for (const { key, value } of form.nodeSelectorLabels)
    byKey.set(key.trim(), [...(byKey.get(key.trim()) ?? []), value.trim()]);
  return {
    nodeAffinity: {
      requiredDuringSchedulingIgnoredDuringExecution: {
        nodeSelectorTerms: [{ matchExpressions: [...byKey].map(([key, values]) => ({ key, operator: 'In', values })) }],
      },
    },
    ...(form.withPodAntiAffinity ? antiAffinity : {}),
  };
}

function encryptionOf(form: WizardForm): TenantEncryption | undefined {
  if (!form.enableEncryption) return undefined;
  const type = form.encryptionType;
  const values = Object.fromEntries(
    Object.entries(form.provider)
      .filter(([key]) => key.startsWith(`${type}:`))
      .map(([key, value]) => [key.slice(type.length + 1), value]),
  );
  return {
    replicas: wholeNumber(form.replicas),
    securityContext: securityContext(form.kesSecurityContext),
    ...(form.customImage && form.images.kesImage ? { image: form.images.kesImage.trim() } : {}),
    ...(form.enableAutoCert ? {} : { server: pair(form.kesServer), client: pair(form.kesClient) }),
    [type]: blockOf(PROVIDER_FIELDS[type], values),
  } as TenantEncryption;
}

function idpOf(form: WizardForm): CreateTenantRequest['idp'] {
  if (form.idpSelection === 'OpenID') return { oidc: blockOf(OIDC_FIELDS, form.oidc) as never };
  if (form.idpSelection === 'AD') {
    return { active_directory: { ...(blockOf(AD_FIELDS, form.ad) as { url: string }), user_dns: [...form.userDNs] } };
  }
  return { keys: form.keys.map((key) => ({ access_key: key.accessKey, secret_key: key.secretKey })) };
}

/** The `POST /tenants` payload of a valid form (spec 03 §3 "Tenant creation payload"). */
export function createTenantPayload(form: WizardForm): CreateTenantRequest {
  const servers = wholeNumber(form.nodes);
  const drives = wholeNumber(form.drivesPerServer);
  const totalBytes = Math.round(decimalNumber(form.totalSize) * UNIT_BYTES[form.sizeUnit]);
  const { volumeBytes } = distribute(totalBytes, servers, drives, formatQuantity);
  const memory = `${decimalNumber(form.memoryNode)}Gi`;
  const image = (key: keyof WizardForm['images']) => (form.customImage ? form.images[key].trim() : '');
  const images = <T extends Record<string, string>>(entries: T) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== '')) as Partial<T>;
  const affinity = affinityOf(form);
  const tlsOn = form.enableTLS;
  const customCerts = tlsOn && form.enableCustomCerts;
  return {
    name: form.tenantName,
    namespace: form.namespace,
    access_key: '',
    secret_key: '',
    access_keys: [],
    secret_keys: [],
    enable_tls: tlsOn,
    enable_console: true,
    enable_prometheus: true,
    service_name: '',
    image: image('imageName'),
    expose_minio: form.exposeMinIO,
    expose_console: form.exposeConsole,
    erasureCodingParity: Number(form.ecParity.split(':')[1]),
    pools: [
      {
        name: 'pool-0',
        servers,
        volumes_per_server: drives,
        volume_configuration: { size: volumeBytes, storage_class_name: form.storageClass },
        resources: { requests: { memory }, limits: { memory } },
        securityContext: form.tenantCustom ? securityContext(form.tenantSecurityContext) : null,
        ...(affinity ? { affinity } : {}),
      },
    ],
    ...(form.customDockerhub
      ? {
          image_registry: {
            registry: form.imageRegistry.trim(),
            username: form.imageRegistryUsername.trim(),
            password: form.imageRegistryPassword,
          },
        }
      : {}),
    logSearchConfiguration: {
      ...images({
        image: image('logSearchImage'),
        postgres_image: image('logSearchPostgresImage'),
        postgres_init_image: image('logSearchPostgresInitImage'),
      }),
      ...(form.logSearchCustom
        ? {
            storageClass: form.logSearchStorageClass,
            storageSize: decimalNumber(form.logSearchVolumeSize),
            securityContext: securityContext(form.logSearchSecurityContext),
            postgres_securityContext: securityContext(form.logSearchPostgresSecurityContext),
          }
        : {}),
    },
    prometheusConfiguration: {
      ...images({
        image: image('prometheusImage'),
        sidecar_image: image('prometheusSidecarImage'),
        init_image: image('prometheusInitImage'),
      }),
      ...(form.prometheusCustom
        ? {
            storageClass: form.prometheusStorageClass,
            storageSize: decimalNumber(form.prometheusVolumeSize),
            securityContext: securityContext(form.prometheusSecurityContext),
          }
        : {}),
    },
    ...(customCerts
      ? {
          tls: {
            minio: form.minioCertificates.filter((slot) => slot.crt && slot.key).map(pair),
            ca_certificates: form.caCertificates.filter((slot) => slot.crt).map((slot) => slot.crt),
          },
        }
      : {}),
    ...(() => {
      const encryption = encryptionOf(form);
      return encryption ? { encryption } : {};
    })(),
    idp: idpOf(form),
  };
}
