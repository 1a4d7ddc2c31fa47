// Global slices are combined here; feature slices inject themselves (slice.injectInto(rootReducer)),
// so shared code never imports a view and each screen area's slice stays in its own chunk.
import { combineSlices } from '@reduxjs/toolkit'
import { authSlice } from './authSlice'
import { layoutSlice } from './layoutSlice'
import { playerSlice } from './playerSlice'

// Feature slices extend this interface with `declare module '@/redux/rootReducer'`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  layoutSlice,
  playerSlice
).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>
