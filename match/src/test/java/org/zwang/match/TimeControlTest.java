package org.zwang.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void parsesSecondsPlusIncrement() {
        TimeControl control = TimeControl.parse("10+0.1");
        assertEquals(10_000, control.baseMillis());
        assertEquals(100, control.incrementMillis());
        assertEquals("10+0.1", control.toString());
        assertEquals("60", TimeControl.parse("60").toString());
        assertEquals("1.5+0.01", TimeControl.parse("1.5+0.01").toString());
    }

    @Test
    void rejectsNonsenseNamingIt() {
        for (String bad : new String[] {"", "abc", "0", "-5+1", "10+", "10+1+2", "10+-1"}) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(bad));
            assertEquals("bad time control '" + bad + "' (expected SECONDS+INCREMENT, e.g. 10+0.1 or 60)",
                    error.getMessage());
        }
    }
}
