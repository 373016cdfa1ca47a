import type { ComponentType, LazyExoticComponent } from 'react';

/** A feature's pages by route path of the route table; each is its own lazy chunk. */
export type ToolPages = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;
