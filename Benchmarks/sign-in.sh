# Sourced by the benchmark scripts (not run on its own).
#
# sign_in PORT JAR: signs in to the app on 127.0.0.1:PORT as the account DataBench creates (it owns
# the lists it seeds), as a browser does: the sign-in page sets the form-token cookie, the form sends
# the token back, the answer sets the session. Keeps the cookies in JAR; prints the session token
# (nothing if signing in failed).
sign_in() {
    local port=$1 jar=$2 token
    token=$(curl -s -c "$jar" "http://127.0.0.1:$port/sign-in" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | head -1)
    curl -s -o /dev/null -b "$jar" -c "$jar" --data-urlencode "csrf=$token" --data-urlencode "next=/" \
        --data-urlencode "email=bench@example.com" --data-urlencode "password=a bench that sits in the sun" \
        "http://127.0.0.1:$port/sign-in"
    awk '$6 == "session" {print $7}' "$jar"
}
