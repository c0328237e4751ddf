import { rememberUser, rememberedUser, saveRedirectPath, takeRedirectPath } from './local-session';

afterEach(() => localStorage.clear());

describe('the remembered user', () => {
  it('is stored encoded, not as plain text, and read back (any script)', () => {
    rememberUser('zoë-管理者');
    const stored = Object.values({ ...localStorage }).join(' ');
    expect(stored).not.toContain('zoë');
    expect(rememberedUser()).toBe('zoë-管理者');
  });
});

describe('the redirect path', () => {
  it('is kept once, and never the root or a path that leaves the app', () => {
    saveRedirectPath('/');
    expect(takeRedirectPath()).toBe('/');
    saveRedirectPath('//evil.example/x');
    expect(takeRedirectPath()).toBe('/');
    saveRedirectPath('/policies/readonly');
    expect(takeRedirectPath()).toBe('/policies/readonly');
    expect(takeRedirectPath()).toBe('/');
  });
});
