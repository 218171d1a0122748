/** The contract screens of spec section 2, by path (apart from the route table, which loads the screens that link them). */
export const contractPaths = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hour: '/m/member/agent/getHourContract',
} as const;
