/** What the registry needs of a connection; RealtimeConnection in the app, fakes in tests. */
export type RegisteredConnection = {
  readonly userId: string;
  send: (frame: string) => void;
  close: (code: number, reason: string) => void;
};

/** This instance's open sockets, by user: a user may have several tabs and devices open. */
export class ConnectionRegistry<C extends RegisteredConnection = RegisteredConnection> {
  private readonly byUser = new Map<string, Set<C>>();

  add(connection: C): void {
    let set = this.byUser.get(connection.userId);
    if (!set) this.byUser.set(connection.userId, (set = new Set()));
    set.add(connection);
  }

  remove(connection: C): void {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** Sends a frame to every local connection of each user; users not connected here are skipped. */
  sendTo(userIds: Iterable<string>, frame: string): void {
    for (const userId of userIds) {
      for (const connection of this.byUser.get(userId) ?? []) connection.send(frame);
    }
  }

  /** Sends each connection a frame of its own, built for its user. */
  sendToEach(frameFor: (userId: string) => string): void {
    for (const [userId, set] of this.byUser) {
      for (const connection of set) connection.send(frameFor(userId));
    }
  }

  count(): number {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }

  closeAll(code: number, reason: string): void {
    for (const set of [...this.byUser.values()]) {
      for (const connection of [...set]) connection.close(code, reason);
    }
    this.byUser.clear();
  }
}
