/** The colour of a tenant's health (spec 03 §4): red, yellow and green as reported, anything else grey. */
export type HealthColour = 'red' | 'yellow' | 'green' | 'grey';

export function healthColour(health: string | undefined): HealthColour {
  return health === 'red' || health === 'yellow' || health === 'green' ? health : 'grey';
}

/**
 * Whether the tenant's own console may be opened (Manage, spec 03 §2 and §4): only once the operator has given it a
 * state and it is healthy enough to answer (green or yellow).
 */
export function canManageTenant(state: string | undefined, health: string | undefined): boolean {
  const colour = healthColour(health);
  return (state ?? '').trim() !== '' && (colour === 'green' || colour === 'yellow');
}
