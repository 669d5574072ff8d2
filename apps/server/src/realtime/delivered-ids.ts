/** The ids of the last `capacity` notifications delivered, to drop the ones a replay repeats. */
export class DeliveredIds {
  private readonly ids = new Set<number>();

  constructor(private readonly capacity = 20_000) {}

  /** Records `id`; false when it was delivered already. */
  add(id: number): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next().value as number;
      this.ids.delete(oldest);
    }
    return true;
  }
}
