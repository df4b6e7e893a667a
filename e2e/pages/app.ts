import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new visitor's credentials, unique per test. */
export const newUser = (name = 'E2E User') => {
  counter += 1;
  return {
    name,
    email: `e2e-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'correct-horse-battery',
  };
};

export class LoginPage {
  constructor(readonly page: Page) {}

  card = () => this.page.getByRole('heading', { name: /^User (Login|Sign Up)$/ });

  async signUp(user: { name: string; email: string; password: string }) {
    const { page } = this;
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await page.getByRole('button', { name: 'click here' }).click();
    await expect(page.getByRole('heading', { name: 'User Sign Up' })).toBeVisible();
    await page.getByLabel(/^Name/).fill(user.name);
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
  }

  async logIn(email: string, password: string) {
    const { page } = this;
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  }
}

export class ChatPage {
  constructor(readonly page: Page) {}

  sidebar = () => this.page.getByRole('complementary', { name: 'Sidebar' });
  recentChats = () => this.page.getByRole('navigation', { name: 'Recent Chats' });
  chat = () => this.page.getByRole('region', { name: 'Chat' });
  prompt = () => this.page.getByRole('textbox', { name: 'Prompt' });
  credits = () => this.page.getByText(/^Credits : \d+$/);

  /** signed in, with a chat selected (the sidebar may be inside a closed drawer on phones) */
  async ready() {
    await expect(this.prompt()).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Send' })).toBeEnabled();
  }

  /** New Chat, then waits until the new, empty chat is listed and shown (typing goes there) */
  async newChat() {
    const listed = await this.recentChats().getByRole('listitem').count();
    await this.page.getByRole('button', { name: 'New Chat', exact: true }).click();
    await expect(this.recentChats().getByRole('listitem')).toHaveCount(listed + 1);
    await expect(this.page.getByText('Ask me anything.')).toBeVisible();
  }

  async send(text: string, options: { mode?: 'Text' | 'Image'; publish?: boolean } = {}) {
    const { page } = this;
    await page
      .getByRole('combobox', { name: 'Mode' })
      .selectOption({ label: options.mode ?? 'Text' });
    if (options.publish)
      await page.getByRole('checkbox', { name: 'Publish Generated Image to Community' }).check();
    await this.prompt().fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  }

  async waitForReply() {
    await expect(this.page.getByRole('status', { name: 'Waiting for the reply' })).toBeHidden({
      timeout: 15_000,
    });
  }
}

/** Signs a brand-new user up and waits for the chat screen. */
export const signUpNewUser = async (page: Page, name?: string) => {
  const user = newUser(name);
  await page.goto('/');
  await new LoginPage(page).signUp(user);
  const chat = new ChatPage(page);
  await chat.ready();
  return { user, chat };
};

/** As another tab would: spends every credit behind this tab's back, so the server refuses next. */
export const spendAllCredits = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? '';
    const headers = { Authorization: token, 'Content-Type': 'application/json' };
    const { chats } = (await (await fetch('/api/chat/get', { headers })).json()) as {
      chats: { _id: string }[];
    };
    for (let i = 0; i < 20; i += 1) {
      await fetch('/api/message/text', {
        method: 'POST',
        headers,
        body: JSON.stringify({ chatId: chats[0]?._id, prompt: `spent ${i}`, isPublished: false }),
      });
    }
  });
