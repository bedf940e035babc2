"""``nrprint watch``: rebuild what changed on every save; optionally serve a live preview."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nrprint.commands._common import check_content, use_cache
from nrprint.commands.build import add_build_options


def port(text: str) -> int:
    """A TCP port, 1 to 65535, or 0 for any free one."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port: use 1 to 65535, or 0 for any free port")
    return value


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "watch",
        help="rebuild on every save of content or templates; --serve shows a live preview",
        description=(
            "Build, then rebuild the affected targets whenever a content or template file is saved. "
            "Diagnostics are printed when they change; broken content keeps the last good PDFs. "
            "Stop with Ctrl-C."
        ),
    )
    add_build_options(p)
    web = p.add_argument_group("live preview")
    web.add_argument(
        "--serve", action="store_true", help="serve a page of every document and the diagnostics"
    )
    web.add_argument(
        "--port", type=port, default=8000, metavar="N", help="port to serve on (default: 8000; 0: any free)"
    )
    web.add_argument(
        "--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1, this machine only)"
    )
    web.add_argument(
        "--public", action="store_true", help="allow --host to be an address other machines can reach"
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from nrprint.commands._build_options import build_options
    from nrprint.system.paths import default_dir
    from nrprint.watch import loop
    from nrprint.watch.server import is_loopback, serve
    from nrprint.watch.session import Session, Watched

    if args.serve and not is_loopback(args.host) and not args.public:
        print(
            f"nrprint: error: --host {args.host} is reachable from other machines; add --public to mean it",
            file=sys.stderr,
        )
        return 2
    root = check_content(args)
    use_cache(args)
    watched = Watched(
        args.content,
        Path(args.out),
        build_options(args),
        tuple(args.targets),
        args.lang,
        args.jobs,
        args.quiet,
    )
    session = Session(watched, previews=args.serve)
    server = None
    if args.serve:
        server, _thread = serve(session, args.host, args.port)
        host, port = str(server.server_address[0]), server.server_address[1]  # an IP address: text
        print(f"nrprint: preview at http://{host}:{port}/ (Ctrl-C stops)", file=sys.stderr, flush=True)
    from nrprint.system import cache

    ignore = [Path(args.out), cache.folder_for(root)]
    try:
        loop.run(session, [root, default_dir()], ignore)
    except KeyboardInterrupt:
        pass
    finally:
        if server is not None:
            server.shutdown()
            server.server_close()
        cache.save_all()
    print("nrprint: watch stopped", file=sys.stderr)
    return 0
