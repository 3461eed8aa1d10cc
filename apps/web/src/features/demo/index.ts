// What the app composes from the demo feature.
export { CampaignCode, demoRouteId } from './CampaignCode';
export { savedCampaignCode } from './campaign-cookie';
export { demoReducer, selectCampaignCode, selectDemo } from './demo-slice';
