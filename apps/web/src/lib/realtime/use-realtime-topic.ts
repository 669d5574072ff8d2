import { useEffect } from 'react';
import { watchTopic } from './realtime-topics';

/** Watches a topic ('project:<id>') while the component is mounted; null watches nothing. */
export function useRealtimeTopic(topic: string | null): void {
  useEffect(() => (topic ? watchTopic(topic) : undefined), [topic]);
}
