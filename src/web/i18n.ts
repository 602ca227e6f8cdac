/**
 * The page texts in English and Chinese. The language follows the browser's Accept-Language: the
 * first supported language in preference order wins (zh, zh-CN, zh-TW… → Chinese), English
 * otherwise. Accessible names (labels, buttons) are part of this table, so both languages keep
 * one name per control.
 */

import type { Locale } from '../core/types'

const en = {
  lang: 'en',
  siteTitle: 'bazi-service account',
  navKeys: 'API keys',
  signOut: 'Sign out',
  signedInAs: (name: string) => `Signed in as ${name}`,
  // Sign-in
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to manage the API keys of your account.',
  account: 'Account',
  password: 'Password',
  signIn: 'Sign in',
  badCredentials: 'That account name and password do not match. Check both and try again.',
  throttled: (minutes: number) => `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  busy: 'The server is busy signing people in. Try again in a moment.',
  noPasswordHint: 'No password yet, or forgot it? Ask the operator of this service for a sign-in link. They run:',
  signedOut: 'You are signed out.',
  sessionEnded: 'Your session has ended. Sign in again.',
  // Choosing a password
  passwordTitle: 'Choose a password',
  passwordIntro: (name: string) =>
    `Choose the password for the account ${name}. It replaces any earlier password and signs out every other session.`,
  newPassword: 'New password',
  repeatPassword: 'Repeat password',
  passwordHelp: '15 to 256 characters. A passphrase of several words is easiest to remember.',
  setPassword: 'Set password',
  passwordTooShort: 'The password is too short: use at least 15 characters.',
  passwordTooLong: 'The password is too long: use at most 256 characters.',
  passwordMismatch: 'The two passwords differ. Type the same password twice.',
  // Sign-in links
  linkUsedTitle: 'This sign-in link has already been used',
  linkExpiredTitle: 'This sign-in link has expired',
  linkUnknownTitle: 'This sign-in link is not valid',
  linkUsedBody: 'Each link works once. If you already chose a password, sign in with it.',
  linkExpiredBody: 'Links work for a limited time only.',
  linkUnknownBody: 'Check that the whole link was copied.',
  linkAskOperator: 'For a new link, ask the operator of this service. They run:',
  goToSignIn: 'Go to sign-in',
  continue: 'Continue',
  // Key page
  keysTitle: 'API keys',
  usageTitle: 'Usage today',
  usageLine: (used: number, limit: number) => `${used} of ${limit} calls used today`,
  usageNote: (hours: number, minutes: number) =>
    `Shared by all keys of this account and by REST and MCP alike. Resets at 00:00 UTC (in ${hours} h ${minutes} min).`,
  createTitle: 'Create key',
  label: 'Label',
  labelHelp: 'Optional, 1 to 64 characters: say which integration will use the key.',
  createKey: 'Create key',
  labelTooLong: 'The label is too long: use at most 64 characters.',
  labelInvalid: 'The label cannot hold control characters (such as tabs or line breaks): use plain text.',
  newKeyTitle: 'Your new key',
  newKey: 'New key',
  copy: 'Copy',
  copied: 'Copied',
  newKeyWarning: 'Copy it now and keep it safe: it will not be shown again.',
  alreadySubmitted: 'That form was already submitted, so no second key was made. A key is shown only once, right after it is created.',
  keysTableTitle: 'Your keys',
  colLabel: 'Label',
  colPrefix: 'Key',
  colCreated: 'Created',
  colLastUsed: 'Last used',
  colStatus: 'Status',
  colAction: 'Action',
  noLabel: '(no label)',
  never: 'never',
  active: 'active',
  revoked: 'revoked',
  noKeys: 'No keys yet. Create one above.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this key?',
  revokeBody: (prefix: string) => `The key ${prefix}… stops working from the next request on. This cannot be undone.`,
  revokeKey: 'Revoke key',
  cancel: 'Cancel',
  keyRevoked: (prefix: string) => `The key ${prefix}… is revoked.`,
  keyNotFound: 'There is no such key on this account.',
  passwordSet: 'Your password is set and you are signed in.',
  useTitle: 'Using a key',
  useRest: 'REST base URL',
  useCurl: 'An example call',
  useMcp: 'MCP client configuration (the keyed connector /mcp/readings)',
  useRule:
    'Send the key only in the Authorization header, from a backend: never in a URL and never in browser code. One key per integration makes revoking one easy.',
  // Errors
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no such settings page.',
  forbiddenTitle: 'Request refused',
  forbiddenBody: 'This request did not come from this site, so it was refused and nothing was changed. Reload the page and try again.',
  badRequestTitle: 'Request not understood',
  badRequestBody: 'The form could not be read. Reload the page and try again.',
  unavailableTitle: 'Temporarily unavailable',
  unavailableBody: 'The accounts database cannot be reached right now. Nothing was changed. Try again in a few seconds.',
}

export type Messages = typeof en

const zh: Messages = {
  lang: 'zh-CN',
  siteTitle: 'bazi-service 账户',
  navKeys: 'API 密钥',
  signOut: '退出登录',
  signedInAs: (name) => `已登录：${name}`,
  signInTitle: '登录',
  signInIntro: '登录后管理您账户的 API 密钥。',
  account: '账户',
  password: '密码',
  signIn: '登录',
  badCredentials: '账户名与密码不匹配。请检查后重试。',
  throttled: (minutes) => `登录失败次数过多。请在 ${minutes} 分钟后重试。`,
  busy: '服务器正忙于处理登录。请稍后重试。',
  noPasswordHint: '还没有密码或忘记了密码？请向本服务的运营者索取登录链接。运营者运行：',
  signedOut: '您已退出登录。',
  sessionEnded: '您的会话已结束。请重新登录。',
  passwordTitle: '设置密码',
  passwordIntro: (name) => `为账户 ${name} 设置密码。新密码会替换旧密码，并退出其他所有会话。`,
  newPassword: '新密码',
  repeatPassword: '重复密码',
  passwordHelp: '15 至 256 个字符。由几个词组成的口令最容易记住。',
  setPassword: '设置密码',
  passwordTooShort: '密码太短：至少需要 15 个字符。',
  passwordTooLong: '密码太长：最多 256 个字符。',
  passwordMismatch: '两次输入的密码不一致。请输入相同的密码。',
  linkUsedTitle: '此登录链接已被使用',
  linkExpiredTitle: '此登录链接已过期',
  linkUnknownTitle: '此登录链接无效',
  linkUsedBody: '每个链接只能使用一次。如果您已设置密码，请用密码登录。',
  linkExpiredBody: '链接只在有限时间内有效。',
  linkUnknownBody: '请确认复制了完整的链接。',
  linkAskOperator: '如需新链接，请联系本服务的运营者。运营者运行：',
  goToSignIn: '前往登录',
  continue: '继续',
  keysTitle: 'API 密钥',
  usageTitle: '今日用量',
  usageLine: (used, limit) => `今日已用 ${used} 次，共 ${limit} 次`,
  usageNote: (hours, minutes) =>
    `本账户的所有密钥共享此额度，REST 与 MCP 同样计数。每天 00:00 UTC 重置（还有 ${hours} 小时 ${minutes} 分钟）。`,
  createTitle: '创建密钥',
  label: '标签',
  labelHelp: '可选，1 至 64 个字符：注明哪个集成将使用此密钥。',
  createKey: '创建密钥',
  labelTooLong: '标签太长：最多 64 个字符。',
  labelInvalid: '标签不能包含控制字符（如制表符或换行符）：请使用普通文字。',
  newKeyTitle: '您的新密钥',
  newKey: '新密钥',
  copy: '复制',
  copied: '已复制',
  newKeyWarning: '请立即复制并妥善保存：此密钥不会再次显示。',
  alreadySubmitted: '该表单已经提交过，因此没有创建第二个密钥。密钥只在创建后显示一次。',
  keysTableTitle: '您的密钥',
  colLabel: '标签',
  colPrefix: '密钥',
  colCreated: '创建时间',
  colLastUsed: '最近使用',
  colStatus: '状态',
  colAction: '操作',
  noLabel: '（无标签）',
  never: '从未',
  active: '有效',
  revoked: '已撤销',
  noKeys: '还没有密钥。请在上方创建。',
  revoke: '撤销',
  revokeTitle: '撤销此密钥？',
  revokeBody: (prefix) => `密钥 ${prefix}… 将从下一次请求起失效。此操作无法撤回。`,
  revokeKey: '撤销密钥',
  cancel: '取消',
  keyRevoked: (prefix) => `密钥 ${prefix}… 已撤销。`,
  keyNotFound: '本账户没有此密钥。',
  passwordSet: '密码已设置，您已登录。',
  useTitle: '如何使用密钥',
  useRest: 'REST 基础地址',
  useCurl: '调用示例',
  useMcp: 'MCP 客户端配置（需密钥的连接器 /mcp/readings）',
  useRule: '只在 Authorization 请求头中从后端发送密钥：不要放在 URL 中，也不要放在浏览器代码中。每个集成使用一个密钥，便于单独撤销。',
  notFoundTitle: '页面不存在',
  notFoundBody: '没有这个设置页面。',
  forbiddenTitle: '请求被拒绝',
  forbiddenBody: '此请求并非来自本站，因此已被拒绝，未做任何更改。请刷新页面后重试。',
  badRequestTitle: '无法理解请求',
  badRequestBody: '无法读取表单。请刷新页面后重试。',
  unavailableTitle: '暂时无法使用',
  unavailableBody: '目前无法连接账户数据库，未做任何更改。请几秒钟后重试。',
}

const MESSAGES: Record<Locale, Messages> = { en, zh }

/** The locale for an Accept-Language header (RFC 9110 §12.5.4: weighted list, highest q first). */
export function pickLocale(acceptLanguage: string | null): Locale {
  if (!acceptLanguage) return 'en'
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranges) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh'
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
  }
  return 'en'
}

export const messagesFor = (locale: Locale): Messages => MESSAGES[locale]
