"""HTTP routes of the JSON API, mounted at /api/: the django-ninja API's own routes, with a
wrong method answered as the API answers every refusal (JSON, 405) instead of ninja's text."""
from functools import wraps

from django.urls import path

from tabletop.api.views import api, refuse
from tabletop.errors import MethodNotAllowed


def json_not_allowed(view):
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        response = view(request, *args, **kwargs)
        if response.status_code == 405:
            allow = response.get("Allow")
            response = refuse(request, MethodNotAllowed(method=request.method))
            if allow:
                response["Allow"] = allow
        return response
    return wrapper


_patterns, _app, app_name = api.urls  # the namespace ninja reverses its own routes in ("api")
# Besides the operations: openapi.json, docs/ and ninja's root (a 404 it reverses to find its prefix).
urlpatterns = [path(str(p.pattern), json_not_allowed(p.callback), p.default_args, p.name) for p in _patterns]
