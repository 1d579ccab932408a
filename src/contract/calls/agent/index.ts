/**
 * The agent centre's calls (issue 17; docs/platform-api.md "Agent centre"), one file per area so
 * each stays readable: the team and its overview, registering accounts and links, the team
 * reports, the agent's pay. One domain (`agent`): the docs and the platform's handlers group them
 * as before.
 */
export * from './team';
export * from './register';
export * from './reports';
export * from './pay';
