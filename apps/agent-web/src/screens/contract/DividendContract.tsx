import { ContractScreen } from './ContractScreen.js';

/** /m/member/agent/getDevidendContract. */
export default function DividendContract() {
  return <ContractScreen kind="dividend" />;
}
