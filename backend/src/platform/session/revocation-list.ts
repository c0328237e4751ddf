/**
 * Session ids ended by logout, kept until the session would have expired anyway, so a copied cookie stops working
 * at once. In memory, per replica; logout also revokes the session's STS credentials in MinIO, which every replica
 * sees.
 */
export class RevocationList {
  private readonly revoked = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  revoke(sid: string, until: number): void {
    this.prune();
    this.revoked.set(sid, until);
  }

  isRevoked(sid: string): boolean {
    const until = this.revoked.get(sid);
    return until !== undefined && until > this.now();
  }

  private prune(): void {
    const now = this.now();
    for (const [sid, until] of this.revoked) if (until <= now) this.revoked.delete(sid);
  }
}
