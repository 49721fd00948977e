export async function GET(req) {
  const to = req.nextUrl.searchParams.get('to');
  const headers = new Headers();
  headers.set('Location', to);
  return new Response(null, { status: 307, headers });
}
