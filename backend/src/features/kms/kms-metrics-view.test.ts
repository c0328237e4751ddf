import { kmsMetricsView } from './kms-metrics-view';

describe('KMS metrics view', () => {
  it("reads MinIO's current names and turns the nanosecond histogram into sorted milliseconds", () => {
    expect(
      kmsMetricsView({
        kms_req_success: 3,
        kms_req_error: 1,
        kms_req_failure: 0,
        kms_resp_time: { '250000000': 3, '10000000': 2 },
      }),
    ).toEqual({
      requestOK: 3,
      requestErr: 1,
      requestFail: 0,
      latencyHistogram: [
        { duration: 10, total: 2 },
        { duration: 250, total: 3 },
      ],
    });
  });

  it('reads the older names and keeps the figures a KES-backed server adds', () => {
    expect(
      kmsMetricsView({ requestOK: 5, requestErr: 0, requestFail: 2, uptime: 60, latencyHistogram: { '5': 1 } }),
    ).toEqual({
      requestOK: 5,
      requestErr: 0,
      requestFail: 2,
      uptime: 60,
      latencyHistogram: [{ duration: 5, total: 1 }],
    });
  });
});
