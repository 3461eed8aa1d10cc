/** True in `vite build` output; false under `vite dev` and in tests. */
export const isProductionBuild: boolean = import.meta.env.PROD;
