export { MatchDeck } from './components/match-deck';
export { SavedList } from './components/saved-list';
