import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../app/query-client';
import { stubFetch } from '../testing/fetch-stub';
import { useHasPermission, useLoginStrategy } from './session.queries';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useHasPermission', () => {
  it('asks once for all actions and answers by id', async () => {
    const seen = stubFetch(() => ({
      status: 200,
      body: {
        permissions: [
          { id: 'create', can: true },
          { id: 'quota', can: false },
        ],
      },
    }));
    const questions = [
      { id: 'create', action: 's3:CreateBucket' },
      { id: 'quota', action: 'admin:SetBucketQuota', bucket: 'photos' },
    ];
    const { result } = renderHook(() => useHasPermission(questions), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.get('create')).toBe(true);
    expect(result.current.data?.get('quota')).toBe(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/has-permission' });
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('object-console');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ actions: questions });
  });
});

describe('useLoginStrategy', () => {
  it('reads the redirect addresses as a list, whether the server sends one or many', async () => {
    stubFetch(() => ({ status: 200, body: { loginStrategy: 'redirect', redirect: 'https://idp.example/auth' } }));
    const { result } = renderHook(() => useLoginStrategy(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      kind: 'redirect',
      redirects: ['https://idp.example/auth'],
      providers: [{ href: 'https://idp.example/auth' }],
      formToo: false,
    });
  });
});
