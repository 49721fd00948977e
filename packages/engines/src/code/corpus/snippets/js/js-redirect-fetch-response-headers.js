export default {
  async fetch(request) {
    const url = new URL(request.url);
    const next = url.searchParams.get('next');
    return new Response(null, { status: 302, headers: { Location: next } });
  },
};
