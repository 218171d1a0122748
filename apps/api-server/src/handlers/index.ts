import { agentHandlers } from './agent.js';
import { chatHandlers } from './chat.js';
import { contentHandlers } from './content.js';
import { contractHandlers } from './contracts.js';
import type { HandlerContext } from './context.js';
import { devHandlers } from './dev.js';
import { gameHandlers } from './games.js';
import { inboxHandlers } from './inbox.js';
import { lotteryHandlers } from './lottery.js';
import { memberHandlers } from './member.js';
import { missionHandlers } from './missions.js';
import { rewardHandlers } from './rewards.js';
import { sessionHandlers } from './session.js';
import { socialHandlers } from './social.js';
import { systemHandlers } from './system.js';
import { walletHandlers } from './wallet.js';

/** Every operation handler, by operationId. The contract check fails if an operation has none. */
export function createHandlers(ctx: HandlerContext) {
  const member = memberHandlers(ctx);
  return {
    ...systemHandlers(ctx),
    ...sessionHandlers(ctx),
    ...socialHandlers(ctx),
    ...member,
    // The security centre's login-password change follows the same rules as change password (v2).
    updateLoginPassword: member.changePassword,
    ...rewardHandlers(ctx),
    ...gameHandlers(ctx),
    ...chatHandlers(ctx),
    ...inboxHandlers(ctx),
    ...missionHandlers(ctx),
    ...contentHandlers(ctx),
    ...walletHandlers(ctx),
    ...contractHandlers(ctx),
    ...agentHandlers(ctx),
    ...lotteryHandlers(ctx),
    ...devHandlers(ctx),
  };
}
