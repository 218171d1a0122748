import { ContractScreen } from './ContractScreen.js';

/** /m/member/agent/getSalaryContract. */
export default function SalaryContract() {
  return <ContractScreen kind="salary" />;
}
