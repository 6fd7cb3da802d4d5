import type { RouteDefinition } from '../route-kit'
export const catalogueRoutes: RouteDefinition[] = []
