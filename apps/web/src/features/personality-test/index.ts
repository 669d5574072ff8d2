export { PersonalityTestPage } from './routes/personality-test-page';
export { useOwnArchetype } from './api/use-own-archetype';
export { discoverComplementsPath } from './discover-complements-path';
export { ArchetypeFilter } from './components/archetype-filter';
