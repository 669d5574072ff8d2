export { MatchDeck } from './components/match-deck';
export { SavedList } from './components/saved-list';
export { useDecideMatch, type DecideMatchInput } from './api/use-decide-match';
