import { useNavigate } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { ENTITY_DETAIL_PAGE, entityPath, type EntityBase } from '../components/entity-path';

/** Opens an IAM entity's detail page; `undefined` when the session may not see that page (no view action then). */
export function useEntityOpener(base: EntityBase): ((name: string) => void) | undefined {
  const navigate = useNavigate();
  const mayOpen = useCurrentSession().pages.includes(ENTITY_DETAIL_PAGE[base]);
  return mayOpen ? (name) => void navigate(entityPath(base, name)) : undefined;
}
