import express, { type Router } from 'express';

/** `GET /healthz`: the process is up and serving. It does not call MinIO, so a storage outage does not restart pods. */
export function healthRouter(): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  return router;
}
