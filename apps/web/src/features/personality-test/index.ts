export { useOwnArchetype } from './api/use-own-archetype';
export { discoverComplementsPath } from './discover-complements-path';
export { ArchetypeFilter } from './components/archetype-filter';
