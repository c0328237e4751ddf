import { translated } from '@frontend/shared/i18n/translated';

/** Text of a tenant's License tab (spec 03 §2, §4). */
export const licenceStrings = translated('tenant-licence', {
  none: 'This tenant has no subscription licence attached.',
  activateProduct: 'Activate Product',
  activateProductHint: 'Activate the console with your subscription first; then attach the licence to this tenant.',
  attach: 'Attach License',
  attachHint: (organization: string) =>
    `Attach the licence of ${organization} to this tenant; its servers restart with it.`,
  attached: 'License attached to the tenant',
  loadFailed: 'The subscription could not be read',
});
