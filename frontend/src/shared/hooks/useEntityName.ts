import { useLocation } from 'react-router';
import { entityNameOf, type EntityBase } from '../components/entity-path';

/** The name of the IAM entity whose detail page (`/users/{name}`, names may hold '/') is open. */
export function useEntityName(base: EntityBase): string {
  return entityNameOf(base, useLocation().pathname);
}
