import express, { type Router } from 'express';
import { canI } from '../../../platform/k8s/access-review';
import type { K8sClientFactory } from '../../../platform/k8s/k8s-clients';
import { k8sClientsOf } from '../../../platform/k8s/k8s-session';
import { whoAmI } from '../login/verify-token';
import { allowedOperatorPages, pageQuestions, questionKey } from './operator-pages';

/**
 * `GET /session` in operator mode: the operator pages narrowed by what the token may actually do, asked of the API
 * server on every call (RBAC can change while the session lives). No IAM policy: Kubernetes decides.
 */
export function operatorSessionRouter(k8s: K8sClientFactory): Router {
  const router = express.Router();

  router.get('/session', async (_req, res) => {
    const clients = k8sClientsOf(res, k8s);
    const questions = pageQuestions();
    const [user, answers] = await Promise.all([
      whoAmI(clients),
      Promise.all(questions.map((question) => canI(clients, question))),
    ]);
    const allowed = new Set(questions.filter((_, i) => answers[i]).map(questionKey));
    const pages = allowedOperatorPages((question) => allowed.has(questionKey(question)));
    res.json({ status: 'ok', operator: true, distributedMode: false, features: [], pages, user });
  });

  return router;
}
