"""A page's action that fails on something unforeseen changes nothing and says so.

A POST from a page (a form, or htmx) runs in one transaction. If the view raises anything but
the answers Django gives itself (404, 403, a bad request), the transaction is rolled back, the
traceback is logged, and the person gets a message in their language: an htmx request as the
page's flash, any other back on the page it came from (or the lobby). The API answers its
clients in JSON itself and is left alone."""
import logging

from django.contrib import messages
from django.core.exceptions import PermissionDenied, SuspiciousOperation
from django.db import transaction
from django.http import Http404, HttpResponse, HttpResponseRedirect
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme

from tabletop.errors import Unexpected

log = logging.getLogger(__name__)
DJANGOS_OWN = (Http404, PermissionDenied, SuspiciousOperation)
LEFT_ALONE = ("/api/", "/admin/")


class PageActionErrors:
    def __init__(self, get_response):
        self.get_response = get_response

    def guarded(self, request) -> bool:
        return request.method == "POST" and not request.path.startswith(LEFT_ALONE)

    def __call__(self, request):
        if not self.guarded(request):
            return self.get_response(request)
        with transaction.atomic():
            return self.get_response(request)

    def process_exception(self, request, exception):
        if not self.guarded(request) or isinstance(exception, DJANGOS_OWN):
            return None
        log.error("%s %s failed", request.method, request.path, exc_info=exception)
        transaction.set_rollback(True)
        message = str(Unexpected())
        if getattr(request, "htmx", False):
            html = render_to_string("tabletop/flash.html", {"message": message, "error": True})
            return HttpResponse(html, headers={"HX-Retarget": "#flash", "HX-Reswap": "outerHTML"})
        messages.error(request, message)
        back = request.headers.get("referer", "")
        if not url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()},
                                               require_https=request.is_secure()):
            back = reverse("lobby")
        return HttpResponseRedirect(back)
