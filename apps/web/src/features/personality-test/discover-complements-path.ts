import { complementsOf, type Archetype } from '@cofound/shared/personality-test/archetypes';
import { endpointQuery } from '@cofound/shared/contract/endpoint';

/** Discover Co-Founders filtered to the two types that complement `archetype`. */
export function discoverComplementsPath(archetype: Archetype): string {
  return `/discover?${endpointQuery({ archetypes: complementsOf(archetype) })}`;
}
