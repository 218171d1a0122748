import { ContractScreen } from './ContractScreen.js';

/** /m/member/agent/getHourContract. */
export default function HourContract() {
  return <ContractScreen kind="hour" />;
}
