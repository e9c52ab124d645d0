import './styles/index.css';

export * from './hooks/pointer-types';
export * from './hooks/use-idle-return';
export * from './hooks/touch-only-display';
export * from './hooks/use-swipe';
export * from './hooks/use-site-theme';
export * from './components/theme-scope';
export * from './components/media-image';
export * from './components/card';
export * from './components/button';
export * from './components/icons';
export * from './components/dialog';
export * from './components/skeleton';
export * from './components/carousel';
export type * from './remote-modules';
