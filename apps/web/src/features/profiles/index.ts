// What the app's pages compose from profiles: the profile view, the editor and their states.
export { useOwnProfile } from './api/use-own-profile';
export { useProfile } from './api/use-profile';
export { useSaveMatchingFields } from './api/use-save-matching-fields';
export { ProfileDetails } from './components/profile-details';
export { ProfileEditorForm } from './components/profile-editor-form';
export { ProfileLoadError } from './components/profile-load-error';
export { ProfileSkeleton } from './components/profile-skeleton';
