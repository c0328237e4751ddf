import { typedNameVerdict } from './typed-name.rules';

describe('typed-name confirmation', () => {
  it('confirms only the exact name', () => {
    expect(typedNameVerdict('tenant-a', 'tenant-a')).toBe('match');
  });

  it('refuses another name, another case, a prefix and surrounding spaces', () => {
    for (const typed of ['tenant-b', 'Tenant-A', 'tenant-', ' tenant-a', 'tenant-a ']) {
      expect(typedNameVerdict(typed, 'tenant-a')).toBe('mismatch');
    }
  });

  it('treats nothing typed (or only spaces) as not answered yet', () => {
    expect(typedNameVerdict('', 'tenant-a')).toBe('blank');
    expect(typedNameVerdict('   ', 'tenant-a')).toBe('blank');
  });
});
