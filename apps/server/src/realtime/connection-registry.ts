/** What the registry needs of a connection; RealtimeConnection in the app, fakes in tests. */
export type RegisteredConnection = {
  readonly userId: string;
  send: (frame: string) => void;
  close: (code: number, reason: string) => void;
};

/** This instance's open sockets, by user: a user may have several tabs and devices open. */
export class ConnectionRegistry<C extends RegisteredConnection = RegisteredConnection> {
  private readonly byUser = new Map<string, Set<C>>();
  private readonly byTopic = new Map<string, Set<C>>();
  private readonly topicsOf = new Map<C, Set<string>>();

  add(connection: C): void {
    let set = this.byUser.get(connection.userId);
    if (!set) this.byUser.set(connection.userId, (set = new Set()));
    set.add(connection);
  }

  remove(connection: C): void {
    for (const topic of [...(this.topicsOf.get(connection) ?? [])]) this.unwatch(connection, topic);
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** The connection hears the topic's events from now on. */
  watch(connection: C, topic: string): void {
    let watchers = this.byTopic.get(topic);
    if (!watchers) this.byTopic.set(topic, (watchers = new Set()));
    watchers.add(connection);
    let topics = this.topicsOf.get(connection);
    if (!topics) this.topicsOf.set(connection, (topics = new Set()));
    topics.add(topic);
  }

  unwatch(connection: C, topic: string): void {
    const watchers = this.byTopic.get(topic);
    watchers?.delete(connection);
    if (watchers?.size === 0) this.byTopic.delete(topic);
    const topics = this.topicsOf.get(connection);
    topics?.delete(topic);
    if (topics?.size === 0) this.topicsOf.delete(connection);
  }

  /** How many topics the connection watches. */
  topicCount(connection: C): number {
    return this.topicsOf.get(connection)?.size ?? 0;
  }

  /** The local connections watching the topic now. */
  watchersOf(topic: string): C[] {
    return [...(this.byTopic.get(topic) ?? [])];
  }

  isWatching(connection: C, topic: string): boolean {
    return this.topicsOf.get(connection)?.has(topic) ?? false;
  }

  /** Sends a frame to every local connection watching the topic. */
  sendToTopic(topic: string, frame: string): void {
    for (const connection of this.byTopic.get(topic) ?? []) connection.send(frame);
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

  /** Closes every local connection of these users. */
  closeUsers(userIds: Iterable<string>, code: number, reason: string): void {
    for (const userId of userIds) {
      for (const connection of [...(this.byUser.get(userId) ?? [])]) {
        connection.close(code, reason);
      }
    }
  }

  closeAll(code: number, reason: string): void {
    for (const set of [...this.byUser.values()]) {
      for (const connection of [...set]) connection.close(code, reason);
    }
    this.byUser.clear();
    this.byTopic.clear();
    this.topicsOf.clear();
  }
}
