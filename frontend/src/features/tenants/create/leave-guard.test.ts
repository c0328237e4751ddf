import { confirmsLeaving, formHasInput } from './leave-guard';
import { initialForm } from './wizard-form';

describe('what leaving the create-tenant wizard loses', () => {
  it('counts a field typed, a choice, a switch or a nested value, and not a value set back to the start', () => {
    const start = initialForm();
    expect(formHasInput(start, start)).toBe(false);
    expect(formHasInput(start, { ...start })).toBe(false);
    expect(formHasInput(start, { ...start, tenantName: 'sales' })).toBe(true);
    expect(formHasInput(start, { ...start, sizeUnit: 'Ti' })).toBe(true);
    expect(formHasInput(start, { ...start, enableEncryption: true })).toBe(true);
    expect(formHasInput(start, { ...start, images: { ...start.images, imageName: 'minio/minio:x' } })).toBe(true);
    expect(
      formHasInput(start, { ...start, nodeSelectorLabels: [...start.nodeSelectorLabels, { key: '', value: '' }] }),
    ).toBe(true);
    expect(formHasInput(start, { ...start, oidc: { issuer: 'https://idp' } })).toBe(true);
    // Typed and set back: a new object with the same data loses nothing.
    expect(
      formHasInput(start, { ...start, images: { ...start.images }, keys: start.keys.map((key) => ({ ...key })) }),
    ).toBe(false);
  });

  it('asks before leaving the page with input, not before staying on it, after Create, or for the login page', () => {
    const typed = { hasInput: true, created: false };
    expect(confirmsLeaving(typed, '/tenants/add', '/tenants')).toBe(true);
    expect(confirmsLeaving(typed, '/tenants/add', '/buckets')).toBe(true);
    expect(confirmsLeaving(typed, '/tenants/add', '/tenants/add')).toBe(false);
    expect(confirmsLeaving(typed, '/tenants/add', '/login')).toBe(false);
    expect(confirmsLeaving({ hasInput: false, created: false }, '/tenants/add', '/tenants')).toBe(false);
    expect(confirmsLeaving({ hasInput: true, created: true }, '/tenants/add', '/tenants')).toBe(false);
  });
});
