import { stubFetch } from '@frontend/testing/fetch-stub';
import { directPartUrls, presignedUrlDeadline } from './direct-upload';

const MINUTE = 60_000;
const partUrl = (part: number, seconds: number) =>
  `http://minio.example:9000/b/big.bin?partNumber=${part}&uploadId=u1&X-Amz-Expires=${seconds}&X-Amz-Signature=s`;

describe('presignedUrlDeadline', () => {
  it('counts X-Amz-Expires from when the URL was asked for', () => {
    expect(presignedUrlDeadline(partUrl(1, 300), 1_000_000)).toBe(1_300_000);
  });
  it('is at once when the URL does not say how long it lasts', () => {
    expect(presignedUrlDeadline('http://minio.example:9000/b/k?X-Amz-Signature=s', 5)).toBe(5);
  });
});

describe('the part URLs of a direct upload, with a browser clock 10 minutes behind the server', () => {
  let now = Date.parse('2026-11-27T08:00:00Z');
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it("asks again for a URL MinIO would refuse as expired, though the server's expires_at looks far off", async () => {
    const seen = stubFetch(async (request) => {
      const { parts } = JSON.parse(request.body) as { parts: number[] };
      // Signed for 5 minutes by the server, whose clock reads 10 minutes later than the browser's.
      const expiresAt = new Date(Date.now() + 10 * MINUTE + 5 * MINUTE).toISOString();
      return {
        status: 200,
        body: {
          parts: parts.map((partNumber) => ({ partNumber, url: partUrl(partNumber, 300) })),
          expires_at: expiresAt,
        },
      };
    });
    const urlOf = directPartUrls({ bucket: 'b', key: 'big.bin' }, 'u1');
    await urlOf(1, [1, 2]);
    expect(seen).toHaveLength(1);
    // Part 2 starts 4½ minutes later: its URL has half a minute left, too little to be risked.
    now += 4.5 * MINUTE;
    await urlOf(2, [2]);
    expect(seen).toHaveLength(2);
  });
});
