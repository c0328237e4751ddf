import {
  changeConfigOneAtATime,
  changeOneAtATime,
  changePoliciesOneAtATime,
  documentsBeingChanged,
} from './one-at-a-time';

const server = { endpoint: 'http://minio:9000' };
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('changeOneAtATime', () => {
  it('runs the read-modify-writes of one document one after another, so none is lost', async () => {
    let stored: string[] = [];
    const addRule = (rule: string) =>
      changeOneAtATime(server, 'photos', 'lifecycle', async () => {
        const read = [...stored];
        await pause();
        stored = [...read, rule];
      });
    await Promise.all([addRule('a'), addRule('b'), addRule('c')]);
    expect(stored).toEqual(['a', 'b', 'c']);
    expect(documentsBeingChanged()).toBe(0);
  });

  it('goes on after a change that failed, and answers each change with its own outcome', async () => {
    const order: string[] = [];
    const failing = changeOneAtATime(server, 'photos', 'tagging', async () => {
      await pause();
      order.push('failed');
      throw new Error('refused');
    });
    const next = changeOneAtATime(server, 'photos', 'tagging', async () => {
      order.push('next');
      return 42;
    });
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe(42);
    expect(order).toEqual(['failed', 'next']);
    expect(documentsBeingChanged()).toBe(0);
  });

  it('does not hold up changes of another document, bucket or server', async () => {
    const order: string[] = [];
    let release = () => {};
    const slow = changeOneAtATime(server, 'photos', 'lifecycle', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      order.push('slow');
    });
    await Promise.all([
      changeOneAtATime(server, 'photos', 'tagging', async () => void order.push('tags')),
      changeOneAtATime(server, 'logs', 'lifecycle', async () => void order.push('other bucket')),
      changeOneAtATime(
        { endpoint: 'http://other:9000' },
        'photos',
        'lifecycle',
        async () => void order.push('other server'),
      ),
    ]);
    await Promise.all([
      changeOneAtATime(server, 'photos', { taggingOf: 'a.txt' }, async () => void order.push('object tags')),
      changeOneAtATime(server, 'photos', { taggingOf: 'a.txt', versionId: 'v1' }, async () => void order.push('v1')),
    ]);
    release();
    await slow;
    expect(order).toEqual(['tags', 'other bucket', 'other server', 'object tags', 'v1', 'slow']);
  });
});

describe('changeConfigOneAtATime and a service account', () => {
  it('runs the configuration changes of a server one after another, whatever subsystem they change', async () => {
    let stored: string[] = [];
    const save = (key: string) =>
      changeConfigOneAtATime(server, async () => {
        const read = [...stored];
        await pause();
        stored = [...read, key];
      });
    await Promise.all([save('api requests_max=10'), save('notify_webhook:a endpoint=x'), save('scanner speed=slow')]);
    expect(stored).toEqual(['api requests_max=10', 'notify_webhook:a endpoint=x', 'scanner speed=slow']);
    expect(documentsBeingChanged()).toBe(0);
  });

  it('runs the edits of one service account one after another, apart from a user of the same name', async () => {
    const order: string[] = [];
    let release = () => {};
    const first = changePoliciesOneAtATime(server, { serviceAccount: 'KEY' }, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first edit');
    });
    const second = changePoliciesOneAtATime(server, { serviceAccount: 'KEY' }, async () => void order.push('second'));
    await changePoliciesOneAtATime(server, { user: 'KEY' }, async () => void order.push('user'));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['user', 'first edit', 'second']);
  });
});
