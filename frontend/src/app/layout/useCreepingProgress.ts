import { useEffect, useState } from 'react';

/**
 * A progress value for work whose length is unknown (a server restart): from the moment the caller mounts it climbs
 * quickly, then ever more slowly towards 95 %, so it always moves but never claims to be done.
 */
export function useCreepingProgress(): number {
  const [value, setValue] = useState(5);
  useEffect(() => {
    const timer = setInterval(() => setValue((current) => current + (95 - current) * 0.08), 400);
    return () => clearInterval(timer);
  }, []);
  return Math.round(value);
}
